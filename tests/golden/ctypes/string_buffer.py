# create_string_buffer: a mutable char array C can write into.
import ctypes as ct

lib = ct.CDLL("../../../build/test/libweftffi.so")
lib.greet.argtypes = [ct.c_char_p, ct.c_size_t, ct.c_char_p]
buf = ct.create_string_buffer(32)
n = lib.greet(buf, ct.sizeof(buf), b"Weft")
print(n, buf.value, len(buf), buf.raw[:14])
small = ct.create_string_buffer(6)
print(lib.greet(small, len(small), b"world"), small.value)
lib.upcase.argtypes = [ct.POINTER(ct.c_char)]
word = ct.create_string_buffer(b"shout")
print(type(word), ct.sizeof(word), word.raw)
lib.upcase(word)
print(word.value, word[0], word[1:3], word[::2], list(word)[:2])
word.value = b"hi"
print(word.raw)
word.raw = b"abcdef"
print(word.value, ct.string_at(word), ct.string_at(ct.addressof(word), 3))
print(ct.create_string_buffer(b"abc", 3).raw, ct.create_string_buffer(b"ab", 5).raw)
ct.memset(word, ord("z"), 2)
ct.memmove(ct.byref(word, 3), b"XY", 2)
print(word.raw, ct.cast(word, ct.c_char_p).value)
# expect: 11 b'Hello, Weft' 32 b'Hello, Weft\x00\x00\x00'
# expect: 5 b'Hello'
# expect: <class 'ctypes.c_char_Array_6'> 6 b'shout\x00'
# expect: b'SHOUT' b'S' b'HO' b'SOT' [b'S', b'H']
# expect: b'hi\x00UT\x00'
# expect: b'abcdef' b'abcdef' b'abc'
# expect: b'abc' b'ab\x00\x00\x00'
# expect: b'zzcXYf' b'zzcXYf'
