# lower()/upper() of long ASCII text (converted eight bytes at a time) agree with converting
# each character, for every length and alignment, control characters and '@[`{' included.
s = ''.join(chr((i * 37 + 11) % 128) for i in range(3000))
print(s.lower() == ''.join(c.lower() for c in s), s.upper() == ''.join(c.upper() for c in s))
ok = True
for n in range(40):
    t = s[n:n * 3 + 1] + "@[`{AZaz"
    ok = ok and t.lower() == ''.join(c.lower() for c in t) and t.upper() == ''.join(c.upper() for c in t)
print(ok, "Hello World, ABCDEFGHIJKLMNOPQRSTUVWXYZ".lower(), "hello world, abcdefghijklmnopqrstuvwxyz".upper())
# expect: True True
# expect: True hello world, abcdefghijklmnopqrstuvwxyz HELLO WORLD, ABCDEFGHIJKLMNOPQRSTUVWXYZ
