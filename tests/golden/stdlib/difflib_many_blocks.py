# SequenceMatcher with more than 16 matching blocks: the block list grows (Weft freed the old
# buffer again at the end: "double free detected", found with 200,000 reversed items).
import difflib
a = list(range(200))
b = [x for x in a if x % 3]
sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
blocks = sm.get_matching_blocks()
print(len(blocks), blocks[:3], blocks[-1])
print(round(sm.ratio(), 6), len(sm.get_opcodes()))
words = ("the quick brown fox jumps over the lazy dog " * 30).split()
other = [w.upper() if i % 4 == 0 else w for i, w in enumerate(words)]
sm2 = difflib.SequenceMatcher(None, words, other, autojunk=False)
print(round(sm2.ratio(), 6), len(sm2.get_matching_blocks()))

# expect: 68 [Match(a=1, b=0, size=2), Match(a=4, b=2, size=2), Match(a=7, b=4, size=2)] Match(a=200, b=133, size=0)
# expect: 0.798799 134
# expect: 0.259259 25
