# hash() of a complex is CPython's (hash(re) + 1000003 * hash(im)), so complex numbers are dict
# and set keys, equal to the int or float of the same value
print(hash(1+2j), hash(1.5+0j) == hash(1.5), hash(-1j), hash(complex(0, 0)), hash(2.5-3.25j))
d = {1+2j: "a", 3: "b"}
print(d[1+2j], d[3+0j], (2+0j) in {2, 4}, len({1j, 1j, complex(0, 1)}))
# expect: 2000007 True -2000006 0 -576460752306423495
# expect: a b True 1
