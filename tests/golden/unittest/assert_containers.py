# assertEqual on lists, tuples, dicts and sets, assertCountEqual and the type-specific methods:
# CPython's messages with the ndiff of the two values.
import unittest

t = unittest.TestCase()


def show(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
        print("passed")
    except AssertionError as e:
        print(repr(str(e)))


show(t.assertEqual, [1, 2, 3], [1, 2, 4])
show(t.assertEqual, [1, 2], [1, 2, 3])
show(t.assertEqual, [1, 2, 3], [1, 2])
show(t.assertEqual, (1, "a"), (1, "b"))
show(t.assertEqual, {"a": 1, "b": 2}, {"a": 1, "b": 3})
show(t.assertEqual, {1, 2}, {1, 3})
show(t.assertEqual, frozenset([1]), frozenset())
show(t.assertEqual, [1, 2], (1, 2))
show(t.assertListEqual, [1], [1])
show(t.assertListEqual, [], ())
show(t.assertTupleEqual, (1,), [1])
show(t.assertDictEqual, {}, [])
show(t.assertSetEqual, {1}, {1})
show(t.assertSequenceEqual, [1, 2], (1, 3))
show(t.assertCountEqual, [1, 2, 2], [2, 1, 1])
show(t.assertCountEqual, ["a", "b"], ["b", "a"])
show(t.assertCountEqual, [[1], [2]], [[2], [3], [3]])
show(t.assertEqual, [[1, 2], [3, 4]], [[1, 2], [3, 5]])
show(t.assertEqual, list(range(30)), list(range(1, 31)))
# expect: 'Lists differ: [1, 2, 3] != [1, 2, 4]\n\nFirst differing element 2:\n3\n4\n\n- [1, 2, 3]\n?        ^\n\n+ [1, 2, 4]\n?        ^\n'
# expect: 'Lists differ: [1, 2] != [1, 2, 3]\n\nSecond list contains 1 additional elements.\nFirst extra element 2:\n3\n\n- [1, 2]\n+ [1, 2, 3]\n?      +++\n'
# expect: 'Lists differ: [1, 2, 3] != [1, 2]\n\nFirst list contains 1 additional elements.\nFirst extra element 2:\n3\n\n- [1, 2, 3]\n?      ---\n\n+ [1, 2]'
# expect: "Tuples differ: (1, 'a') != (1, 'b')\n\nFirst differing element 1:\n'a'\n'b'\n\n- (1, 'a')\n?      ^\n\n+ (1, 'b')\n?      ^\n"
# expect: "{'a': 1, 'b': 2} != {'a': 1, 'b': 3}\n- {'a': 1, 'b': 2}\n?               ^\n\n+ {'a': 1, 'b': 3}\n?               ^\n"
# expect: 'Items in the first set but not the second:\n2\nItems in the second set but not the first:\n3'
# expect: 'Items in the first set but not the second:\n1'
# expect: '[1, 2] != (1, 2)'
# expect: passed
# expect: 'Second sequence is not a list: ()'
# expect: 'Second sequence is not a tuple: [1]'
# expect: "[] is not an instance of <class 'dict'> : Second argument is not a dictionary"
# expect: passed
# expect: 'Sequences differ: [1, 2] != (1, 3)\n\nFirst differing element 1:\n2\n3\n\n- [1, 2]\n+ (1, 3)'
# expect: 'Element counts were not equal:\nFirst has 1, Second has 2:  1\nFirst has 2, Second has 1:  2'
# expect: passed
# expect: 'Element counts were not equal:\nFirst has 1, Second has 0:  [1]\nFirst has 0, Second has 2:  [3]'
# expect: 'Lists differ: [[1, 2], [3, 4]] != [[1, 2], [3, 5]]\n\nFirst differing element 1:\n[3, 4]\n[3, 5]\n\n- [[1, 2], [3, 4]]\n?              ^\n\n+ [[1, 2], [3, 5]]\n?              ^\n'
# expect: 'Lists differ: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,[63 chars], 29] != [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13[64 chars], 30]\n\nFirst differing element 0:\n0\n1\n\n+ [1,\n- [0,\n-  1,\n   2,\n   3,\n   4,\n   5,\n   6,\n   7,\n   8,\n   9,\n   10,\n   11,\n   12,\n   13,\n   14,\n   15,\n   16,\n   17,\n   18,\n   19,\n   20,\n   21,\n   22,\n   23,\n   24,\n   25,\n   26,\n   27,\n   28,\n-  29]\n?    ^\n\n+  29,\n?    ^\n\n+  30]'
