# sys.getsizeof of str by its widest character (ASCII, latin-1, UCS-2, UCS-4), bytes,
# bytearray, tuple and range.
import sys
g = sys.getsizeof
print(g(''), g('abc'), g('é'), g('éa'), g('€'), g('€ab'), g('😀'), g('😀a'))
print(g(b''), g(b'abc'), g(bytearray()), g(bytearray(b'abc')))
print(g(()), g((1, 2, 3)), g(range(10)), g(range(0, 100, 3)))
# expect: 49 52 74 75 76 80 80 84
# expect: 33 36 56 60
# expect: 40 64 48 48
