# wrap and fill: words fill lines to the width; hyphenated words may break after a hyphen.
import textwrap
text = ("The quick brown fox jumps over the lazy dog. A state-of-the-art, well-known example of "
        "hyphenated words and e-mail addresses like x-ray. Supercalifragilisticexpialidocious!")
for w in (20, 35):
    print(textwrap.fill(text, width=w))
print(textwrap.wrap(text, 30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap("aaaaaaaaaaaaaaaaaaaaaa-bbbbbbbbbbb ccc", 12), textwrap.wrap("", 10))
print(textwrap.wrap("abcdefghijklmnop qrst", 5, break_long_words=False), textwrap.wrap("one\ttwo\nthree  four", 8))
print(textwrap.wrap("A b c d. E f g! H", 6, fix_sentence_endings=True))

# expect: The quick brown fox
# expect: jumps over the lazy
# expect: dog. A state-of-the-
# expect: art, well-known
# expect: example of
# expect: hyphenated words and
# expect: e-mail addresses
# expect: like x-ray. Supercal
# expect: ifragilisticexpialid
# expect: ocious!
# expect: The quick brown fox jumps over the
# expect: lazy dog. A state-of-the-art, well-
# expect: known example of hyphenated words
# expect: and e-mail addresses like x-ray.
# expect: Supercalifragilisticexpialidocious!
# expect: ['* The quick brown fox jumps', '  over the lazy dog. A state-', '  of-the-art, well-known', '  example of hyphenated words', '  and e-mail addresses like', '  x-ray. Supercalifragilistice', '  xpialidocious!']
# expect: ['aaaaaaaaaaaa', 'aaaaaaaaaa-', 'bbbbbbbbbbb', 'ccc'] []
# expect: ['abcdefghijklmnop', 'qrst'] ['one', 'two', 'three', 'four']
# expect: ['A b c', 'd.  E', 'f g!', 'H']
