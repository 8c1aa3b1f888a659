# np.seterrcall / np.geterrcall and the 'call' and 'log' error modes (np.errstate(call=...)).
import numpy as np
print(np.seterrcall(None), np.geterrcall())
try:
    np.seterrcall(5)
except ValueError as e:
    print("ValueError:", e)
class Log:
    def write(self, s):
        print("LOG", repr(s))
log = Log()
np.seterrcall(log)
with np.errstate(all="log"):
    np.array([1.0]) / 0
    np.array([0.0]) / 0
seen = []
def handler(kind, flag):
    seen.append((kind, flag))
with np.errstate(call=handler, all="call"):
    np.array([1.0, 0.0]) / np.array([0.0, 0.0])
    np.array([1e308]) * 10
    print(np.geterrcall() is handler)
print(seen, np.geterrcall() is log)
old = np.seterrcall(handler)
print(old is log)
with np.errstate(over="call"):
    np.exp(np.array([1000.0]))
print(seen[-1])
np.seterrcall(None)
with np.errstate(divide="call"):
    np.array([1.0]) / 0


# expect: None None
# expect: ValueError: Only callable can be used as callback
# expect: LOG 'Warning: divide by zero encountered in divide\n'
# expect: LOG 'Warning: invalid value encountered in divide\n'
# expect: True
# expect: [('divide by zero', 9), ('invalid value', 9), ('overflow', 2)] True
# expect: True
# expect: ('overflow', 2)
# expect runtime error: NameError: python callback specified for divide by zero (in  divide) but no function found.
