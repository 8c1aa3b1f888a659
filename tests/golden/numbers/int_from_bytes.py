# int.from_bytes: bytes, bytearray or a list of ints; 'big' by default; signed=.
print(int.from_bytes(b'\x01\x00'), int.from_bytes(b'\x01\x00', 'little'), int.from_bytes(b''))
print(int.from_bytes(bytearray(b'\xff\xfe'), 'big', signed=True), int.from_bytes([1, 2, 3], byteorder='little'))
print(int.from_bytes(b'\xff' * 12), int.from_bytes(b'\x80' + bytes(11), signed=True))
for v in [0, 255, -128, 2**64, -2**64, 2**100 + 12345]:
    print(int.from_bytes(v.to_bytes(16, 'little', signed=True), 'little', signed=True) == v)

# expect: 256 1 0
# expect: -2 197121
# expect: 79228162514264337593543950335 -39614081257132168796771975168
# expect: True
# expect: True
# expect: True
# expect: True
# expect: True
# expect: True
