# dedent takes off the common leading whitespace; indent adds a prefix.
import textwrap
code = """
    def f(x):
        return x * 2

    print(f(3))
"""
print(textwrap.dedent(code), end="")
print(repr(textwrap.dedent("  a\n\t b\n")), repr(textwrap.dedent("   x\n  \n   y")))
print(textwrap.indent("line1\n\nline3\n", "> "), end="")
print(textwrap.indent("a\nb", "+ ", lambda l: l.startswith("a")))

# expect: 
# expect: def f(x):
# expect:     return x * 2
# expect: 
# expect: print(f(3))
# expect: '  a\n\t b\n' 'x\n\ny'
# expect: > line1
# expect: 
# expect: > line3
# expect: + a
# expect: b
