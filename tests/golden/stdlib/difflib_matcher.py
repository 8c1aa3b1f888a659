# difflib.SequenceMatcher: ratios, matching blocks, opcodes, junk and the autojunk heuristic.
import difflib
s = difflib.SequenceMatcher(None, "abxcd", "abcd")
print(s.ratio(), s.quick_ratio(), s.real_quick_ratio(), s.get_matching_blocks(), s.get_opcodes())
print(s.find_longest_match(0, 5, 0, 4), s.find_longest_match())
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3))
for tag, i1, i2, j1, j2 in s.get_opcodes():
    print("%7s a[%d:%d] b[%d:%d]" % (tag, i1, i2, j1, j2))
print(difflib.SequenceMatcher(None, [1, 2, 3, 4], [2, 3, 5]).get_opcodes(), difflib.SequenceMatcher(None, "", "").ratio())
big_a = "x" * 300 + "abc"
big_b = "x" * 250 + "abd"
print(difflib.SequenceMatcher(None, big_a, big_b).get_matching_blocks(), difflib.SequenceMatcher(None, big_a, big_b, autojunk=False).ratio())
m = difflib.SequenceMatcher()
m.set_seqs("kitten", "sitting")
print(m.ratio(), m.get_matching_blocks()[0].size)
m.set_seq1("mitten")
print(m.ratio(), list(m.get_grouped_opcodes(1)))
# expect: 0.8888888888888888 0.8888888888888888 0.8888888888888888 [Match(a=0, b=0, size=2), Match(a=3, b=2, size=2), Match(a=5, b=4, size=0)] [('equal', 0, 2, 0, 2), ('delete', 2, 3, 2, 2), ('equal', 3, 5, 2, 4)]
# expect: Match(a=0, b=0, size=2) Match(a=0, b=0, size=2)
# expect: 0.866
# expect:   equal a[0:8] b[0:8]
# expect:  insert a[8:8] b[8:17]
# expect:   equal a[8:29] b[17:38]
# expect: [('delete', 0, 1, 0, 0), ('equal', 1, 3, 0, 2), ('replace', 3, 4, 2, 3)] 1.0
# expect: [Match(a=50, b=0, size=252), Match(a=303, b=253, size=0)] 0.9064748201438849
# expect: 0.6153846153846154 3
# expect: 0.6153846153846154 [[('replace', 0, 1, 0, 1), ('equal', 1, 2, 1, 2)], [('equal', 3, 4, 3, 4), ('replace', 4, 5, 4, 5), ('equal', 5, 6, 5, 6), ('insert', 6, 6, 6, 7)]]
