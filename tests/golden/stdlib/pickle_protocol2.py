# Protocol 2 writes CPython's exact bytes: no bytes opcodes (b'' as bytes(), other bytes as
# _codecs.encode(latin-1 text)), Python 2's global names (__builtin__, exceptions), and reads them back.
import pickle
from collections import OrderedDict
class P:
    def __init__(self): self.x = 1; self.s = "hi"
for obj in [b"ab\xff", b"", {1, 2}, frozenset([3]), [1, "a", 2.5, None, True], {"k": (1, 2)}, P(), 10**30, -5, 1+2j, OrderedDict(a=1), len]:
    d = pickle.dumps(obj, protocol=2)
    print(d)
    o = pickle.loads(d)
    print(type(o).__name__, o == obj or type(o).__name__ == "P")
# expect: b'\x80\x02c_codecs\nencode\nq\x00X\x04\x00\x00\x00ab\xc3\xbfq\x01X\x06\x00\x00\x00latin1q\x02\x86q\x03Rq\x04.'
# expect: bytes True
# expect: b'\x80\x02c__builtin__\nbytes\nq\x00)Rq\x01.'
# expect: bytes True
# expect: b'\x80\x02c__builtin__\nset\nq\x00]q\x01(K\x01K\x02e\x85q\x02Rq\x03.'
# expect: set True
# expect: b'\x80\x02c__builtin__\nfrozenset\nq\x00]q\x01K\x03a\x85q\x02Rq\x03.'
# expect: frozenset True
# expect: b'\x80\x02]q\x00(K\x01X\x01\x00\x00\x00aq\x01G@\x04\x00\x00\x00\x00\x00\x00N\x88e.'
# expect: list True
# expect: b'\x80\x02}q\x00X\x01\x00\x00\x00kq\x01K\x01K\x02\x86q\x02s.'
# expect: dict True
# expect: b'\x80\x02c__main__\nP\nq\x00)\x81q\x01}q\x02(X\x01\x00\x00\x00xq\x03K\x01X\x01\x00\x00\x00sq\x04X\x02\x00\x00\x00hiq\x05ub.'
# expect: P True
# expect: b'\x80\x02\x8a\r\x00\x00\x00@\xea\xedtF\xd0\x9c,\x9f\x0c.'
# expect: int True
# expect: b'\x80\x02J\xfb\xff\xff\xff.'
# expect: int True
# expect: b'\x80\x02c__builtin__\ncomplex\nq\x00G?\xf0\x00\x00\x00\x00\x00\x00G@\x00\x00\x00\x00\x00\x00\x00\x86q\x01Rq\x02.'
# expect: complex True
# expect: b'\x80\x02ccollections\nOrderedDict\nq\x00)Rq\x01X\x01\x00\x00\x00aq\x02K\x01s.'
# expect: OrderedDict True
# expect: b'\x80\x02c__builtin__\nlen\nq\x00.'
# expect: builtin_function_or_method True
