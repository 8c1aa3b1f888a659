# hex, oct, bin, chr, ord.
print(hex(255), hex(-255), oct(8), oct(-8), bin(5), bin(-5), bin(0), hex(0))
print(chr(65), chr(233), chr(8364), ord("A"), ord("é"), ord("€"))

# expect: 0xff -0xff 0o10 -0o10 0b101 -0b101 0b0 0x0
# expect: A é € 65 233 8364
