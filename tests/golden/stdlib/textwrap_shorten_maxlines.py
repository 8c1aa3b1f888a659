# shorten and max_lines end with the placeholder.
import textwrap
print(textwrap.shorten("Hello  world!   This is a long sentence", width=20))
print(textwrap.shorten("Hello world", width=11), textwrap.shorten("Hello world", width=10, placeholder="..."))
text = "The quick brown fox jumps over the lazy dog again and again and again."
print(textwrap.wrap(text, 25, max_lines=2), textwrap.wrap(text, 25, max_lines=2, placeholder=" (more)"))
try:
    textwrap.shorten("hello world", 3)
except ValueError as e:
    print(e)
textwrap.wrap("x", 0)

# expect: Hello world! [...]
# expect: Hello world Hello...
# expect: ['The quick brown fox jumps', 'over the lazy dog [...]'] ['The quick brown fox jumps', 'over the lazy dog (more)']
# expect: placeholder too large for max width
# expect runtime error: ValueError: invalid width 0 (must be > 0)
