# a.astype() of structured and 'V<n>' arrays: structured to structured field by field in order,
# a one-field structure through its field, 'V<n>' to 'V<m>' by its bytes; NumPy's errors else.
import numpy as np

a = np.array([(1, 2.5), (3, 4.5)], dtype=[("x", "i4"), ("y", "f8")])
targets = [[("x", "f8"), ("y", "i4")], [("y", "f4"), ("x", "i8")], [("a", "i8"), ("b", "f4")],
           "V12", "V16", [("x", "i4")], "f8", "i4"]
for dt in targets:
    try:
        print(repr(a.astype(dt)))
    except TypeError as e:
        print("TypeError", e)

one = np.array([(1,), (2,)], dtype=[("x", "i4")])
print(repr(one.astype("f8")))
print(repr(one.astype("U3")))
print(repr(one.astype([("x", "U3")])))

b = np.array([(1, "ab", [1, 2])], dtype=[("x", "i4"), ("s", "U3"), ("v", "f4", (2,))])
print(repr(b.astype([("p", "f8"), ("q", "U1"), ("r", "i8", (2,))])))
print(repr(b.astype([("p", "f8"), ("q", "U1"), ("r", "i8")])))
try:
    a.astype([("x", "f8"), ("y", "i4")], casting="safe")
except TypeError as e:
    print("TypeError", e)
print(repr(a.astype([("x", "f8"), ("y", "f8")], casting="safe")))
print(a.astype(a.dtype, copy=False) is a, a.astype(a.dtype) is a)

v = np.array([b"\x01\x02", b"\x03\x04"], dtype="V2")
print(repr(v.astype("V4")))
print(repr(v.astype("V1")))
print(repr(np.zeros(2, dtype="V3").astype("V3")))
for dt in [[("x", "i2")], "i4", "S2"]:
    try:
        v.astype(dt)
    except ValueError as e:
        print("ValueError", e)
# expect: array([(1., 2), (3., 4)], dtype=[('x', '<f8'), ('y', '<i4')])
# expect: array([(1., 2), (3., 4)], dtype=[('y', '<f4'), ('x', '<i8')])
# expect: array([(1, 2.5), (3, 4.5)], dtype=[('a', '<i8'), ('b', '<f4')])
# expect: TypeError Cannot cast array data from dtype([('x', '<i4'), ('y', '<f8')]) to dtype('V12') according to the rule 'unsafe'
# expect: TypeError Cannot cast array data from dtype([('x', '<i4'), ('y', '<f8')]) to dtype('V16') according to the rule 'unsafe'
# expect: TypeError Cannot cast array data from dtype([('x', '<i4'), ('y', '<f8')]) to dtype([('x', '<i4')]) according to the rule 'unsafe'
# expect: TypeError Cannot cast array data from dtype([('x', '<i4'), ('y', '<f8')]) to dtype('float64') according to the rule 'unsafe'
# expect: TypeError Cannot cast array data from dtype([('x', '<i4'), ('y', '<f8')]) to dtype('int32') according to the rule 'unsafe'
# expect: array([1., 2.])
# expect: array(['1', '2'], dtype='<U3')
# expect: array([('1',), ('2',)], dtype=[('x', '<U3')])
# expect: array([(1., 'a', [1, 2])],
# expect:       dtype=[('p', '<f8'), ('q', '<U1'), ('r', '<i8', (2,))])
# expect: array([(1., 'a', 1)], dtype=[('p', '<f8'), ('q', '<U1'), ('r', '<i8')])
# expect: TypeError Cannot cast array data from dtype([('x', '<i4'), ('y', '<f8')]) to dtype([('x', '<f8'), ('y', '<i4')]) according to the rule 'safe'
# expect: array([(1., 2.5), (3., 4.5)], dtype=[('x', '<f8'), ('y', '<f8')])
# expect: True False
# expect: array([b'\x01\x02\x00\x00', b'\x03\x04\x00\x00'], dtype='|V4')
# expect: array([b'\x01', b'\x03'], dtype='|V1')
# expect: array([b'\x00\x00\x00', b'\x00\x00\x00'], dtype='|V3')
# expect: ValueError setting an array element with a sequence.
# expect: ValueError setting an array element with a sequence.
# expect: ValueError setting an array element with a sequence
