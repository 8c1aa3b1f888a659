# float.hex and float.fromhex round-trip exactly.
for x in [1.5, -0.1, 0.0, -0.0, 1e300, 5e-324, 2.2250738585072014e-308, 1 / 3, 1e-310, float('inf'), float('-inf'), float('nan')]:
    print(x.hex(), float.fromhex(x.hex()) == x or x != x)
for s in ['1.8p0', ' -0X1.8P+1 ', 'inf', '-Infinity', 'nan', '0x.8', '0x1.fffffffffffff8p0', '0x1p-1075', '0x1p-1074', '1e3', '0x1.p1', '0x10']:
    print(repr(s), float.fromhex(s))

# expect: 0x1.8000000000000p+0 True
# expect: -0x1.999999999999ap-4 True
# expect: 0x0.0p+0 True
# expect: -0x0.0p+0 True
# expect: 0x1.7e43c8800759cp+996 True
# expect: 0x0.0000000000001p-1022 True
# expect: 0x1.0000000000000p-1022 True
# expect: 0x1.5555555555555p-2 True
# expect: 0x0.012688b70e62bp-1022 True
# expect: inf True
# expect: -inf True
# expect: nan True
# expect: '1.8p0' 1.5
# expect: ' -0X1.8P+1 ' -3.0
# expect: 'inf' inf
# expect: '-Infinity' -inf
# expect: 'nan' nan
# expect: '0x.8' 0.5
# expect: '0x1.fffffffffffff8p0' 2.0
# expect: '0x1p-1075' 0.0
# expect: '0x1p-1074' 5e-324
# expect: '1e3' 483.0
# expect: '0x1.p1' 2.0
# expect: '0x10' 16.0
