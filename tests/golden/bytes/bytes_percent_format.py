# bytes % args: %s/%b take bytes, %r/%a the ASCII repr, %c an int or one byte, numbers as for
# str; a mapping takes bytes keys; the errors are CPython's.
print(b'%d-%s' % (5, b'x'))
print(b'%05.2f|%x' % (3.14159, 255))
print(b'%r %a %c %c %5.1f %-4d|%x %o %%' % ('h\xe9', 'h\xe9', 65, b'z', 2.25, 7, 255, 8))
print(b'%(k)s' % {b'k': b'v'}, bytearray(b'%d') % 3, b'%3s|%-3s|%.1s' % (b'a', b'b', b'cd'))
for f, a in [(b'%s', 5), (b'%c', 300), (b'%c', 'x'), (b'%d', 'x'), (b'%s %s', (1,)), (b'%d', (1, 2))]:
    try:
        print(f % a)
    except Exception as e:
        print(type(e).__name__, e)
# expect: b'5-x'
# expect: b'03.14|ff'
# expect: b"'h\\xe9' 'h\\xe9' A z   2.2 7   |ff 10 %"
# expect: b'v' bytearray(b'3') b'  a|b  |c'
# expect: TypeError %b requires a bytes-like object, or an object that implements __bytes__, not 'int'
# expect: OverflowError %c arg not in range(256)
# expect: TypeError %c requires an integer in range(256) or a single byte
# expect: TypeError %d format: a real number is required, not str
# expect: TypeError %b requires a bytes-like object, or an object that implements __bytes__, not 'int'
# expect: TypeError not all arguments converted during bytes formatting
