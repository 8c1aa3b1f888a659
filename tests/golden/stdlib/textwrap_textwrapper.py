# textwrap.TextWrapper: the options as attributes (defaults, keywords, changed afterwards), wrap
# and fill with them, max_lines with the placeholder
import textwrap

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
        "liquor jugs. How vexingly quick daft zebras jump!")
w = textwrap.TextWrapper(width=30)
print(w.width, w.initial_indent == "", w.expand_tabs, w.fix_sentence_endings, w.max_lines, repr(w.placeholder), w.tabsize)
print(w.wrap(text))
print(w.fill(text))
w.width = 45
w.initial_indent = "* "
w.subsequent_indent = "  "
print(w.fill(text))
short = textwrap.TextWrapper(width=25, max_lines=3, placeholder=" [...]")
print(short.wrap(text))
dash = textwrap.TextWrapper(12, break_long_words=False, break_on_hyphens=False)
print(dash.wrap("a well-known supercalifragilistic word"))
print(type(w).__name__, isinstance(w, textwrap.TextWrapper))
textwrap.TextWrapper(width=0).wrap("x")
# expect: 30 True True False None ' [...]' 8
# expect: ['The quick brown fox jumps over', 'the lazy dog. Pack my box with', 'five dozen liquor jugs. How', 'vexingly quick daft zebras', 'jump!']
# expect: The quick brown fox jumps over
# expect: the lazy dog. Pack my box with
# expect: five dozen liquor jugs. How
# expect: vexingly quick daft zebras
# expect: jump!
# expect: * The quick brown fox jumps over the lazy
# expect:   dog. Pack my box with five dozen liquor
# expect:   jugs. How vexingly quick daft zebras jump!
# expect: ['The quick brown fox jumps', 'over the lazy dog. Pack', 'my box with five [...]']
# expect: ['a well-known', 'supercalifragilistic', 'word']
# expect: TextWrapper True
# expect runtime error: ValueError: invalid width 0 (must be > 0)
