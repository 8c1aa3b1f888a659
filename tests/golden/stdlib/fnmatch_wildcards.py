# fnmatch: shell-style wildcards ('*', '?', '[seq]', '[!seq]') against file names
import fnmatch

names = ["report.txt", "data.csv", "notes.TXT", ".hidden.txt", "img01.png", "img2.png", "a/b.txt", "x[1].py"]
for pat in ["*.txt", "*.[tT][xX][tT]", "img??.png", "img[0-9]*.png", "[!.]*", "*/*", "x[[]1].py", "*"]:
    print(pat, fnmatch.filter(names, pat))
print(fnmatch.fnmatch("README.md", "*.md"), fnmatch.fnmatchcase("README.MD", "*.md"), fnmatch.fnmatch("", "*"))
print(fnmatch.fnmatch("abc", "a?c"), fnmatch.fnmatch("ac", "a?c"), fnmatch.fnmatch("a]c", "a[]]c"), fnmatch.fnmatch("a-c", "a[a-]c"))
try:
    fnmatch.fnmatch(1, "*")
except TypeError as e:
    print("TypeError")

# expect: *.txt ['report.txt', '.hidden.txt', 'a/b.txt']
# expect: *.[tT][xX][tT] ['report.txt', 'notes.TXT', '.hidden.txt', 'a/b.txt']
# expect: img??.png ['img01.png']
# expect: img[0-9]*.png ['img01.png', 'img2.png']
# expect: [!.]* ['report.txt', 'data.csv', 'notes.TXT', 'img01.png', 'img2.png', 'a/b.txt', 'x[1].py']
# expect: */* ['a/b.txt']
# expect: x[[]1].py ['x[1].py']
# expect: * ['report.txt', 'data.csv', 'notes.TXT', '.hidden.txt', 'img01.png', 'img2.png', 'a/b.txt', 'x[1].py']
# expect: True False True
# expect: True False True True
# expect: TypeError
