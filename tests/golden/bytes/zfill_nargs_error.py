b'a'.zfill()
# expect runtime error: TypeError: bytes.zfill() takes exactly one argument (0 given)
