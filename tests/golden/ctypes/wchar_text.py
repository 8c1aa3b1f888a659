# c_wchar, c_wchar_p and create_unicode_buffer: str in and out of wchar_t memory (libc's wcslen).
import ctypes as ct

w = ct.c_wchar("é")
print(w, w.value, ct.sizeof(w))
p = ct.c_wchar_p("héllo")
print(p.value, ct.sizeof(p), ct.c_wchar_p(), repr(ct.c_wchar_p().value))
b = ct.create_unicode_buffer("héllo")
print(b.value, len(b), ct.sizeof(b), b[1], b[1:3], type(b))
b.value = "ab"
print(repr(b[:]), repr(b.value), ct.wstring_at(b), ct.wstring_at(b, 4) == "ab\x00l")
print(repr(ct.create_unicode_buffer(3).value))
libc = ct.CDLL(None)
libc.wcslen.argtypes = [ct.c_wchar_p]
libc.wcslen.restype = ct.c_size_t
print(libc.wcslen(b), libc.wcslen("abc"), libc.wcslen(p))
for bad in [lambda: ct.c_wchar("ab"), lambda: ct.c_wchar(5), lambda: setattr(b, "value", "x" * 10),
            lambda: ct.create_unicode_buffer(b"x")]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
libc.wcslen(b"bytes")
# expect: c_wchar('é') é 4
# expect: héllo 8 c_wchar_p(None) None
# expect: héllo 6 24 é él <class 'ctypes.c_wchar_Array_6'>
# expect: 'ab\x00lo\x00' 'ab' ab True
# expect: ''
# expect: 2 3 5
# expect: TypeError one character unicode string expected
# expect: TypeError unicode string expected instead of int instance
# expect: ValueError string too long
# expect: TypeError b'x'
# expect runtime error: ctypes.ArgumentError: argument 1: TypeError: wrong type
