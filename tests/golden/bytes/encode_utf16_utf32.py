# str.encode and bytes.decode with utf-16/utf-32 (BOM for the plain names, -le/-be without),
# latin-1 and ascii, and their error messages.
for enc in ['utf-16', 'utf-16-le', 'utf-16-be', 'utf-32', 'utf-32-le', 'utf-32-be', 'latin-1', 'latin1', 'iso-8859-1', 'ascii', 'utf8', 'UTF-16']:
    b = 'hé€'.encode(enc, errors='replace') if 'latin' in enc or 'ascii' in enc or '8859' in enc else 'hé€😀'.encode(enc)
    print(enc, b, b.decode(enc))
print(b'\xff\xfeh\x00'.decode('utf-16'), b'\xfe\xff\x00h'.decode('utf-16'))
try:
    'é'.encode('ascii')
except UnicodeEncodeError as e:
    print(e)
try:
    '€'.encode('latin-1')
except UnicodeEncodeError as e:
    print(e)
try:
    b'h\x00i'.decode('utf-16-le')
except UnicodeDecodeError as e:
    print(e)
# expect: utf-16 b'\xff\xfeh\x00\xe9\x00\xac =\xd8\x00\xde' hé€😀
# expect: utf-16-le b'h\x00\xe9\x00\xac =\xd8\x00\xde' hé€😀
# expect: utf-16-be b'\x00h\x00\xe9 \xac\xd8=\xde\x00' hé€😀
# expect: utf-32 b'\xff\xfe\x00\x00h\x00\x00\x00\xe9\x00\x00\x00\xac \x00\x00\x00\xf6\x01\x00' hé€😀
# expect: utf-32-le b'h\x00\x00\x00\xe9\x00\x00\x00\xac \x00\x00\x00\xf6\x01\x00' hé€😀
# expect: utf-32-be b'\x00\x00\x00h\x00\x00\x00\xe9\x00\x00 \xac\x00\x01\xf6\x00' hé€😀
# expect: latin-1 b'h\xe9?' hé?
# expect: latin1 b'h\xe9?' hé?
# expect: iso-8859-1 b'h\xe9?' hé?
# expect: ascii b'h??' h??
# expect: utf8 b'h\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80' hé€😀
# expect: UTF-16 b'\xff\xfeh\x00\xe9\x00\xac =\xd8\x00\xde' hé€😀
# expect: h h
# expect: 'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)
# expect: 'latin-1' codec can't encode character '\u20ac' in position 0: ordinal not in range(256)
# expect: 'utf-16-le' codec can't decode byte 0x69 in position 2: truncated data
