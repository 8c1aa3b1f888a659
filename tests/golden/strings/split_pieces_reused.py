# split() and strip() pieces: words of every length from 1 to 20 (equal ones made again and
# again), lines of more than 128 words, every ASCII whitespace, many distinct words, and strip
# with characters that change between calls; the pieces count and compare as CPython's do.
words = ["".join(chr(97 + (i * 7 + k) % 26) for k in range(n)) for n in range(1, 21) for i in range(3)]
line = " ".join(words)
counts = {}
for _ in range(50):
    for w in line.split():
        counts[w] = counts.get(w, 0) + 1
print(len(counts), sum(counts.values()), counts["a"], counts[words[-1]], sorted(counts)[:3])

long_line = " ".join(str(i % 150) for i in range(1000))
parts = long_line.split()
print(len(parts), parts[0], parts[149], parts[150], parts[-1], len(set(parts)))

ws = "a\tb\nc\x0bd\x0ce\rf\x1cg\x1dh\x1ei\x1fj k  l"
print(ws.split(), len(ws.split()))
print("".split(), "   ".split(), " x ".split(), "ab".split())

distinct = " ".join("w%d" % i for i in range(5000))
seen = {}
for w in distinct.split():
    seen[w] = seen.get(w, 0) + 1
for w in distinct.split():
    seen[w] += 1
print(len(seen), set(seen.values()), seen["w0"], seen["w4999"])

same = ["abcdefgh", "abcdefgi", "abcdefghij", "abcdefghik", "xbcdefghij", "abcd", "abce", "abc", "abd", "ab"]
text = " ".join(same * 3)
print([p == q for p, q in zip(text.split(), same * 3)].count(True), text.split()[:10] == same)

print([w.strip(".,") for w in "dog, cat. .fish, ,.".split()])
chars = ".,"
print([w.strip(chars) for w in "dog, cat.".split()], [w.strip(chars + "!") for w in "hi! ok.".split()])
for c in ["ab", "ba", "xy", "a"]:
    print(c, "abxyba".strip(c), "aaxaa".strip(c))
print("  Hello, World!  ".lower().strip().split(", "))

# expect: 60 3000 50 50 ['a', 'ab', 'abc']
# expect: 1000 0 149 0 99 150
# expect: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'] 12
# expect: [] [] ['x'] ['ab']
# expect: 5000 {2} 2 2
# expect: 30 True
# expect: ['dog', 'cat', 'fish', '']
# expect: ['dog', 'cat'] ['hi', 'ok']
# expect: ab xy x
# expect: ba xy x
# expect: xy abxyba aaxaa
# expect: a bxyb x
# expect: ['hello', 'world!']
