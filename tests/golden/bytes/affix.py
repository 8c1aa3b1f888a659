b = b'hello'
print(b.startswith(b'he'), b.startswith(b'lo', 3), b.endswith(b'lo'), b.endswith((b'x', b'o')), b.startswith(bytearray(b'h')), b.endswith(b''))
# expect: True True True True True True
