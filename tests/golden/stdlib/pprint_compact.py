# pprint's compact=True: a broken list's items share lines as far as they fit.
import pprint
pprint.pprint(list(range(60)), compact=True, width=40)
print(pprint.pformat({"a": [1] * 30, "d": [("t", 1)] * 8}, compact=True))
pprint.pprint(["x" * 30, "y" * 30, 1, 2, 3, "z" * 50], compact=True, width=50, indent=3)

# expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
# expect:  12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
# expect:  22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
# expect:  32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
# expect:  42, 43, 44, 45, 46, 47, 48, 49, 50, 51,
# expect:  52, 53, 54, 55, 56, 57, 58, 59]
# expect: {'a': [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
# expect:        1, 1, 1, 1, 1, 1],
# expect:  'd': [('t', 1), ('t', 1), ('t', 1), ('t', 1), ('t', 1), ('t', 1), ('t', 1),
# expect:        ('t', 1)]}
# expect: [  'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
# expect:    'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy', 1, 2, 3,
# expect:    'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz']
