# golden-module: reloaded by import_reload.py, which rewrites nothing: its counter shows the runs
import sys

runs = getattr(sys.modules.get(__name__), "runs", 0) + 1 if __name__ in sys.modules else 1
VALUE = "v"


def value():
    return VALUE + str(runs)
