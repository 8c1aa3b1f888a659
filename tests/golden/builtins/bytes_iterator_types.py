# Iterators over bytes and bytearray are CPython's bytes_iterator and bytearray_iterator (ints
# one by one), and sys.getsizeof gives their sizes.
import sys
kinds = [b"ab", bytearray(b"ab"), "ab", "\u00e9", [1], (1,), range(3)]
print([type(iter(x)).__name__ for x in kinds])
# expect: ['bytes_iterator', 'bytearray_iterator', 'str_ascii_iterator', 'str_iterator', 'list_iterator', 'tuple_iterator', 'range_iterator']
it = iter(bytearray(b"xy"))
print(next(it), list(it), sys.getsizeof(iter(b"")), sys.getsizeof(iter(bytearray())))
# expect: 120 [121] 48 48
