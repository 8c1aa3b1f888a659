# strip/lstrip/rstrip with ASCII characters scan bytes: multi-byte characters are never
# stripped by them, whitespace defaults, and a str with nothing to strip comes back as itself.
s = "..Héllo, wörld!.."
print(s.strip("."), s.lstrip(".H"), s.rstrip("!."), "  \t x y \n".strip(), "|" + "é é".strip(" ") + "|")
w = "word"
print(w.strip() is w, w.strip("xyz") is w, "".strip(), "...".strip("."), "ab".strip("ba") == "")
print("--x--".strip("-"), "xx".lstrip("x"), "éaé".strip("é"), "a\u00e9".rstrip("\u00e9"))
# expect: Héllo, wörld! éllo, wörld!.. ..Héllo, wörld x y |é é|
# expect: True True   True
# expect: x  a a
