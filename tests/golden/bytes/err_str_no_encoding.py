print(bytes('x'))
# expect runtime error: TypeError: string argument without an encoding
