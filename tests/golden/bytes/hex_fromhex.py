print(b'\x01\xab\xff'.hex(), b''.hex(), bytes.fromhex('41 42 ff'), bytes.fromhex(''), bytearray.fromhex('00ff'), bytearray(b'\x10').hex())
# expect: 01abff  b'AB\xff' b'' bytearray(b'\x00\xff') 10
