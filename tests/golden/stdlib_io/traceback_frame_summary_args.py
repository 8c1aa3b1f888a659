# FrameSummary needs a filename, a line number and a name.
import traceback

traceback.FrameSummary("a.py", 1)
# expect runtime error: TypeError: FrameSummary.__init__() missing 1 required positional argument: 'name'
