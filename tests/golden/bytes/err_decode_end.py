print(b'\xe2\x82'.decode())
# expect runtime error: UnicodeDecodeError: 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data
