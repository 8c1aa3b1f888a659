b = b'data'
print(f'{b}', f'{b!r}', f'{b:}', '%s' % (b,), str(bytearray(b'z')))
# expect: b'data' b'data' b'data' b'data' bytearray(b'z')
