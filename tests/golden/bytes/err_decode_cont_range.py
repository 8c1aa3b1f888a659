print(b'\xf0\x9f\x98x'.decode())
# expect runtime error: UnicodeDecodeError: 'utf-8' codec can't decode bytes in position 0-2: invalid continuation byte
