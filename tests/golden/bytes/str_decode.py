print(str(b'caf\xc3\xa9', 'utf-8'), str(b'\xe9', encoding='latin-1'), str(bytearray(b'x'), 'ascii'), str(b'a\xff', 'utf-8', 'replace'), str(b'x'))
print(b''.fromhex('4142'), bytearray(b'').fromhex('43'))
print(f'{b"ab"!s:>8}|')
# expect: café é x a� b'x'
# expect: b'AB' bytearray(b'C')
# expect:    b'ab'|
