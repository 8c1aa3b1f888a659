# int.to_bytes: length 1 and byteorder 'big' by default (3.11), signed two's complement.
print((1024).to_bytes(2, 'big'), (1024).to_bytes(2, 'little'), (1024).to_bytes(2))
print((65).to_bytes(), (0).to_bytes(0), (-1).to_bytes(2, 'big', signed=True))
print((-129).to_bytes(2, byteorder='little', signed=True), (2**70 + 5).to_bytes(10, 'big'))
print((-(2**70)).to_bytes(10, 'big', signed=True).hex(), int.to_bytes(5, 2, 'little'))

# expect: b'\x04\x00' b'\x00\x04' b'\x04\x00'
# expect: b'A' b'' b'\xff\xff'
# expect: b'\x7f\xff' b'\x00@\x00\x00\x00\x00\x00\x00\x00\x05'
# expect: ffc00000000000000000 b'\x05\x00'
