# expandtabs pads to the next tab stop; columns restart at newlines.
print(repr("a\tbc\tdef\tg".expandtabs()))
print(repr("a\tb".expandtabs(4)), repr("12345\tx\n1\ty".expandtabs(4)), repr("\t".expandtabs(0)))

# expect: 'a       bc      def     g'
# expect: 'a   b' '12345   x\n1   y' ''
