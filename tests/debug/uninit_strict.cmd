# run: uninit.py --check=strict
c
info shared
p s[0:8:2]
p s[::-1]
c
