# pickle protocols 0 and 1 read back: shared and recursive objects, __getstate__/__setstate__, __reduce__, namedtuples, slots refused with CPython's message
import pickle, collections
class P:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return f'P({self.x!r}, {self.y!r})'
class S:
    __slots__ = ('a',)
class G:
    def __init__(self): self.v = 5
    def __getstate__(self): return {'v': self.v * 10}
    def __setstate__(self, st): self.v = st['v'] + 1
class R:
    def __init__(self, n): self.n = n
    def __reduce__(self): return (R, (self.n + 1,))
def f(): pass
Pt = collections.namedtuple('Pt', 'x y')
s = 'a\\b\nc\r\x00\x1a\x7f\xe9\u20ac\U0001f600 "q" \'s\''
objs = [None, True, False, 0, -1, 2**31, -2**70, 1.5, -0.0, 1e100, float('inf'), '', s, b'', b'ab\x00\xff', [], [1, 'a'], (), (1,), (1, 2, 3, 4),
        {}, {'a': 1, 2: [3]}, set(), {1, 2}, frozenset([2]), 1j, range(3), P(1, 'two'), [P(1, 2), P(3, 4)], Pt(1, 2)]
for proto in (0, 1):
    for o in objs:
        b = pickle.dumps(o, protocol=proto)
        back = pickle.loads(b)
        print(proto, repr(back), type(back).__name__, back == o if not isinstance(o, (P, list)) or o == [] else repr(back) == repr(o))
    x = [1, 2]
    y = pickle.loads(pickle.dumps([x, x, (x,)], proto))
    print(y, y[0] is y[1] is y[2][0])
    r = []
    r.append(r)
    b = pickle.dumps(r, proto)
    print(b)
    z = pickle.loads(b)
    print(z, z[0] is z)
    t = ([],)
    t[0].append(t)
    print(pickle.dumps(t, proto))
    g = pickle.loads(pickle.dumps(G(), proto))
    print(g.v, pickle.dumps(G(), proto))
    print(pickle.dumps(R(1), proto), pickle.loads(pickle.dumps(R(1), proto)).n)
    print(pickle.dumps(f, proto), pickle.loads(pickle.dumps(f, proto)) is f)
    print(pickle.dumps(Pt(1, 2), proto))
    try:
        pickle.dumps(S(), proto)
    except TypeError as e:
        print('TypeError', e)
    print(pickle.dumps(list(range(1002)), proto)[-30:])
    print(pickle.dumps({i: i for i in range(3)}, proto))
print(pickle.dumps(1, protocol=-1)[:2])
try:
    pickle.dumps(1, protocol=6)
except ValueError as e:
    print(e)
print(pickle.loads(b'(lp0\nI1\naVa\np1\na.'), pickle.loads(b'I01\n.'), pickle.loads(b'L12L\n.'))

# expect: 0 None NoneType True
# expect: 0 True bool True
# expect: 0 False bool True
# expect: 0 0 int True
# expect: 0 -1 int True
# expect: 0 2147483648 int True
# expect: 0 -1180591620717411303424 int True
# expect: 0 1.5 float True
# expect: 0 -0.0 float True
# expect: 0 1e+100 float True
# expect: 0 inf float True
# expect: 0 '' str True
# expect: 0 'a\\b\nc\r\x00\x1a\x7fé€😀 "q" \'s\'' str True
# expect: 0 b'' bytes True
# expect: 0 b'ab\x00\xff' bytes True
# expect: 0 [] list True
# expect: 0 [1, 'a'] list True
# expect: 0 () tuple True
# expect: 0 (1,) tuple True
# expect: 0 (1, 2, 3, 4) tuple True
# expect: 0 {} dict True
# expect: 0 {'a': 1, 2: [3]} dict True
# expect: 0 set() set True
# expect: 0 {1, 2} set True
# expect: 0 frozenset({2}) frozenset True
# expect: 0 1j complex True
# expect: 0 range(0, 3) range True
# expect: 0 P(1, 'two') P True
# expect: 0 [P(1, 2), P(3, 4)] list True
# expect: 0 Pt(x=1, y=2) Pt True
# expect: [[1, 2], [1, 2], ([1, 2],)] True
# expect: b'(lp0\ng0\na.'
# expect: [[...]] True
# expect: b'((lp0\n(g0\ntp1\na00g1\n.'
# expect: 51 b'ccopy_reg\n_reconstructor\np0\n(c__main__\nG\np1\nc__builtin__\nobject\np2\nNtp3\nRp4\n(dp5\nVv\np6\nI50\nsb.'
# expect: b'c__main__\nR\np0\n(I2\ntp1\nRp2\n.' 2
# expect: b'c__main__\nf\np0\n.' True
# expect: b'ccopy_reg\n_reconstructor\np0\n(c__main__\nPt\np1\nc__builtin__\ntuple\np2\n(I1\nI2\ntp3\ntp4\nRp5\n.'
# expect: TypeError a class that defines __slots__ without defining __getstate__ cannot be pickled
# expect: b'7\naI998\naI999\naI1000\naI1001\na.'
# expect: b'(dp0\nI0\nI0\nsI1\nI1\nsI2\nI2\ns.'
# expect: 1 None NoneType True
# expect: 1 True bool True
# expect: 1 False bool True
# expect: 1 0 int True
# expect: 1 -1 int True
# expect: 1 2147483648 int True
# expect: 1 -1180591620717411303424 int True
# expect: 1 1.5 float True
# expect: 1 -0.0 float True
# expect: 1 1e+100 float True
# expect: 1 inf float True
# expect: 1 '' str True
# expect: 1 'a\\b\nc\r\x00\x1a\x7fé€😀 "q" \'s\'' str True
# expect: 1 b'' bytes True
# expect: 1 b'ab\x00\xff' bytes True
# expect: 1 [] list True
# expect: 1 [1, 'a'] list True
# expect: 1 () tuple True
# expect: 1 (1,) tuple True
# expect: 1 (1, 2, 3, 4) tuple True
# expect: 1 {} dict True
# expect: 1 {'a': 1, 2: [3]} dict True
# expect: 1 set() set True
# expect: 1 {1, 2} set True
# expect: 1 frozenset({2}) frozenset True
# expect: 1 1j complex True
# expect: 1 range(0, 3) range True
# expect: 1 P(1, 'two') P True
# expect: 1 [P(1, 2), P(3, 4)] list True
# expect: 1 Pt(x=1, y=2) Pt True
# expect: [[1, 2], [1, 2], ([1, 2],)] True
# expect: b']q\x00h\x00a.'
# expect: [[...]] True
# expect: b'(]q\x00(h\x00tq\x01a1h\x01.'
# expect: 51 b'ccopy_reg\n_reconstructor\nq\x00(c__main__\nG\nq\x01c__builtin__\nobject\nq\x02Ntq\x03Rq\x04}q\x05X\x01\x00\x00\x00vq\x06K2sb.'
# expect: b'c__main__\nR\nq\x00(K\x02tq\x01Rq\x02.' 2
# expect: b'c__main__\nf\nq\x00.' True
# expect: b'ccopy_reg\n_reconstructor\nq\x00(c__main__\nPt\nq\x01c__builtin__\ntuple\nq\x02(K\x01K\x02tq\x03tq\x04Rq\x05.'
# expect: TypeError a class that defines __slots__ without defining __getstate__ cannot be pickled
# expect: b'\xe1\x03M\xe2\x03M\xe3\x03M\xe4\x03M\xe5\x03M\xe6\x03M\xe7\x03e(M\xe8\x03M\xe9\x03e.'
# expect: b'}q\x00(K\x00K\x00K\x01K\x01K\x02K\x02u.'
# expect: b'\x80\x05'
# expect: pickle protocol must be <= 5
# expect: [1, 'a'] True 12
