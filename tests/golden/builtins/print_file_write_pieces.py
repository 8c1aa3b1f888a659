# print(..., file=obj) with a class of the program's: each argument's str, each separator and the
# end reach obj.write in calls of their own, as CPython's print makes them (also for sys.stdout).
import sys, io
class W:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
    def flush(self):
        self.parts.append("<flush>")
w = W()
print("captured", 42, file=w, sep="_")
print(file=w)
print("a", end="", file=w)
print(1, 2.5, None, [1], file=w, flush=True)
print(w.parts)
old = sys.stdout
sys.stdout = W()
print("x", "y")
cap = sys.stdout
sys.stdout = old
print(cap.parts)
class Bad:
    def __str__(self):
        raise ValueError("no str")
try:
    print("before", Bad(), file=w)
except ValueError as e:
    print("ValueError", e, w.parts[-2:])
# expect: ['captured', '_', '42', '\n', '\n', 'a', '', '1', ' ', '2.5', ' ', 'None', ' ', '[1]', '\n', '<flush>']
# expect: ['x', ' ', 'y', '\n']
# expect: ValueError no str ['before', ' ']
