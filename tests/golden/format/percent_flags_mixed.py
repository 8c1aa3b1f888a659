# printf-style flags in any order, precision with the alternate form for hex and octal.
print("%+ 5d|% +5d|%#.5x|%#8.3o|%-#6X|%0+8.2f|%- 6d|" % (3, 3, 255, 8, 255, -2.5, 7))
print("%5%" if False else "100%%", "%c%c" % (0x263A, "!"))

# expect:    +3|   +3|0x000ff|   0o010|0XFF  |-0002.50| 7    |
# expect: 100%% ☺!
