# array.array's errors: items a typecode cannot hold, bad typecodes, indexes, mixed kinds.
from array import array

cases = [("b", [200]), ("b", [-200]), ("B", [300]), ("B", [-1]), ("h", [40000]), ("H", [-1]),
         ("H", [70000]), ("i", [2**31]), ("i", [-2**31 - 1]), ("I", [-1]), ("I", [2**32]),
         ("l", [2**63]), ("q", [2**63]), ("Q", [-1]), ("Q", [2**64]), ("i", [1.5]), ("i", ["a"]),
         ("d", ["a"]), ("f", [None]), ("u", [1]), ("u", ["ab"]), ("z", []), ("i", "abc")]
for tc, init in cases:
    try:
        print(array(tc, init))
    except (OverflowError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
a = array("i", [1, 2, 3])
for f in [lambda: a[5], lambda: a.pop(7), lambda: array("i").pop(), lambda: a.remove(9),
          lambda: a.index(9), lambda: a.extend(array("d", [1.0])), lambda: a.__setitem__(9, 1),
          lambda: a + array("d"), lambda: a + [1], lambda: a.frombytes(b"abc"),
          lambda: array("i", b"abc"), lambda: a["x"], lambda: a.__setitem__(slice(0, 2), [1, 2]),
          lambda: hash(a), lambda: a < 3]:
    try:
        print(f())
    except (IndexError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(a)
a.append(2**40)
# expect: OverflowError signed char is greater than maximum
# expect: OverflowError signed char is less than minimum
# expect: OverflowError unsigned byte integer is greater than maximum
# expect: OverflowError unsigned byte integer is less than minimum
# expect: OverflowError signed short integer is greater than maximum
# expect: OverflowError unsigned short is less than minimum
# expect: OverflowError unsigned short is greater than maximum
# expect: OverflowError signed integer is greater than maximum
# expect: OverflowError signed integer is less than minimum
# expect: OverflowError can't convert negative value to unsigned int
# expect: OverflowError unsigned int is greater than maximum
# expect: OverflowError Python int too large to convert to C long
# expect: OverflowError int too big to convert
# expect: OverflowError can't convert negative int to unsigned
# expect: OverflowError int too big to convert
# expect: TypeError 'float' object cannot be interpreted as an integer
# expect: TypeError 'str' object cannot be interpreted as an integer
# expect: TypeError must be real number, not str
# expect: TypeError must be real number, not NoneType
# expect: TypeError array item must be unicode character
# expect: TypeError array item must be unicode character
# expect: ValueError bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)
# expect: TypeError cannot use a str to initialize an array with typecode 'i'
# expect: IndexError array index out of range
# expect: IndexError pop index out of range
# expect: IndexError pop from empty array
# expect: ValueError array.remove(x): x not in array
# expect: ValueError array.index(x): x not in array
# expect: TypeError can only extend with array of same kind
# expect: IndexError array assignment index out of range
# expect: TypeError bad argument type for built-in operation
# expect: TypeError can only append array (not "list") to array
# expect: ValueError bytes length not a multiple of item size
# expect: ValueError bytes length not a multiple of item size
# expect: TypeError array indices must be integers
# expect: TypeError can only assign array (not "list") to array slice
# expect: TypeError unhashable type: 'array.array'
# expect: TypeError '<' not supported between instances of 'array.array' and 'int'
# expect: array('i', [1, 2, 3])
# expect runtime error: OverflowError: signed integer is greater than maximum
