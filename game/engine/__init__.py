"""The pygame side shared by every scene: scenes, tweens, card art, levels, input, notices."""
