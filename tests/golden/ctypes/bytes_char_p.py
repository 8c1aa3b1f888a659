import ctypes, ctypes.util
libc = ctypes.CDLL(ctypes.util.find_library('c'))
libc.strlen.argtypes = [ctypes.c_char_p]
libc.strlen.restype = ctypes.c_size_t
print(libc.strlen(b'hello'))
libc.getenv.argtypes = [ctypes.c_char_p]
libc.getenv.restype = ctypes.c_char_p
print(libc.getenv(b'WEFT_NO_SUCH_VAR_X'))
libc.strchr.argtypes = [ctypes.c_char_p, ctypes.c_int]
libc.strchr.restype = ctypes.c_char_p
print(libc.strchr(b'hello world', ord('w')))
p = ctypes.c_char_p(b'abc')
print(p.value, ctypes.c_char(b'x').value, ctypes.c_char(b'x'), ctypes.c_char(65).value)
p.value = b'xyz'
print(p.value)
c = ctypes.c_char(b'q')
c.value = b'\n'
print(c, c.value)
print(libc.strlen(b'four'), libc.atoi(b'42'))
libc.toupper.argtypes = [ctypes.c_char]
libc.toupper.restype = ctypes.c_char
print(libc.toupper(b'a'))
# expect: 5
# expect: None
# expect: b'world'
# expect: b'abc' b'x' c_char(b'x') b'A'
# expect: b'xyz'
# expect: c_char(b'\n') b'\n'
# expect: 4 42
# expect: b'A'
