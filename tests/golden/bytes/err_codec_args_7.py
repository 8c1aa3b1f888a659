print(f'{b"x":>5}')
# expect runtime error: TypeError: unsupported format string passed to bytes.__format__
