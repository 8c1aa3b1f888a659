# Dict-heavy benchmark: counting words with d.get, the same over lines of text (lower, split,
# strip), a dict of int keys, set membership.
import time

WORDS = ("the quick brown fox jumps over the lazy dog while a cat naps in the warm sun "
         "and birds sing over fields of wheat near the river bank").split()


TEXT = WORDS * 20000


def word_count(text):
    counts = {}
    for w in text:
        counts[w] = counts.get(w, 0) + 1
    return counts


LINES = ["The quick brown Fox jumps over the lazy dog, while a cat naps in the warm sun.",
         "And birds sing over fields of wheat; near the river bank, the children play!",
         "  Courses count words: the, a, and, of -- again and again.  "] * 4000


def text_words(lines):
    counts = {}
    for line in lines:
        for w in line.lower().split():
            w = w.strip(".,;:!?-")
            if w:
                counts[w] = counts.get(w, 0) + 1
    return counts


def int_keys(n):
    d = {}
    for i in range(n):
        d[i * 7 % 10007] = i
    total = 0
    for i in range(n):
        total += d.get(i % 10007, 0)
    return total


def set_members(n):
    seen = set()
    hits = 0
    for i in range(n):
        k = i * 31 % 5003
        if k in seen:
            hits += 1
        else:
            seen.add(k)
    return hits


def best_of(fn, arg, repeats=5):
    best, r = 1e9, None
    for _ in range(repeats):
        t0 = time.perf_counter()
        r = fn(arg)
        best = min(best, time.perf_counter() - t0)
    return best, r


t, r = best_of(word_count, TEXT)
assert r["the"] == 80000
print("BENCH", t, "word count with d.get (560k words)")
t, r = best_of(text_words, LINES)
assert r["the"] == 24000 and r["again"] == 8000, r
print("BENCH", t, "word count of text lines: lower, split, strip (12k lines)")
t, r = best_of(int_keys, 300000)
assert r > 0
print("BENCH", t, "dict of int keys (300k stores, 300k gets)")
t, r = best_of(set_members, 500000)
assert r == 500000 - 5003
print("BENCH", t, "set membership and add (500k)")
