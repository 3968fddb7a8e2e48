import time, sys
import pytest
from tests.ui_tour import Recorder, tour
@pytest.mark.parametrize("size", [(800,600),(1280,720),(1920,1080)])
def test_x(monkeypatch, size):
    r = Recorder(monkeypatch)
    t=time.time()
    n=0
    for f in tour(r, size):
        n+=1
    print(n, len(r.frames), time.time()-t)
    import pickle
    pickle.dump([(f.label,f.window,[(x.text,x.size,x.rect,x.panel) for x in f.texts]) for f in r.frames], open(f'/tmp/frames{size[0]}.pkl','wb'))
