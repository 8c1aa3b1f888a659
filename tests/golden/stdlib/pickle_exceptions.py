# pickle of exception instances: the class and its args, the instance's own attributes as the
# state (BaseException.__setstate__ sets them back); exact bytes at protocol 4.
import pickle
class MyErr(Exception):
    pass
e = ValueError('x')
e.foo = 1
for v in (ValueError('x'), KeyError('k', 2), StopIteration(), FileNotFoundError(2, 'nf'), MyErr('a', 1), e):
    b = pickle.dumps(v)
    print(b)
    r = pickle.loads(b)
    print(type(r).__name__, repr(r), r.args, getattr(r, 'foo', None))
print(pickle.loads(pickle.dumps(StopIteration(3))).value, pickle.loads(pickle.dumps(OSError(2, 'nf'))).errno)
# expect: b'\x80\x04\x95#\x00\x00\x00\x00\x00\x00\x00\x8c\x08builtins\x94\x8c\nValueError\x94\x93\x94\x8c\x01x\x94\x85\x94R\x94.'
# expect: ValueError ValueError('x') ('x',) None
# expect: b'\x80\x04\x95#\x00\x00\x00\x00\x00\x00\x00\x8c\x08builtins\x94\x8c\x08KeyError\x94\x93\x94\x8c\x01k\x94K\x02\x86\x94R\x94.'
# expect: KeyError KeyError('k', 2) ('k', 2) None
# expect: b'\x80\x04\x95!\x00\x00\x00\x00\x00\x00\x00\x8c\x08builtins\x94\x8c\rStopIteration\x94\x93\x94)R\x94.'
# expect: StopIteration StopIteration() () None
# expect: b'\x80\x04\x95-\x00\x00\x00\x00\x00\x00\x00\x8c\x08builtins\x94\x8c\x11FileNotFoundError\x94\x93\x94K\x02\x8c\x02nf\x94\x86\x94R\x94.'
# expect: FileNotFoundError FileNotFoundError(2, 'nf') (2, 'nf') None
# expect: b'\x80\x04\x95 \x00\x00\x00\x00\x00\x00\x00\x8c\x08__main__\x94\x8c\x05MyErr\x94\x93\x94\x8c\x01a\x94K\x01\x86\x94R\x94.'
# expect: MyErr MyErr('a', 1) ('a', 1) None
# expect: b'\x80\x04\x95/\x00\x00\x00\x00\x00\x00\x00\x8c\x08builtins\x94\x8c\nValueError\x94\x93\x94\x8c\x01x\x94\x85\x94R\x94}\x94\x8c\x03foo\x94K\x01sb.'
# expect: ValueError ValueError('x') ('x',) 1
# expect: 3 2
