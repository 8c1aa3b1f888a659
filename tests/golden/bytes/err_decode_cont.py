print(b'a\xe2\x28\xa1'.decode('utf-8'))
# expect runtime error: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe2 in position 1: invalid continuation byte
