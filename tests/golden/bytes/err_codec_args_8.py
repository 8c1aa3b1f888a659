print(str(b'\xff', 'utf-8'))
# expect runtime error: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
