print(b'ab\xe9'.decode('ascii'))
# expect runtime error: UnicodeDecodeError: 'ascii' codec can't decode byte 0xe9 in position 2: ordinal not in range(128)
