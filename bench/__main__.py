"""``python -m bench``: every benchmark table (``bench.suite``)."""

import sys

from bench.suite import main

sys.exit(main())
