# run: oob.py
watch out[3]
run
c
reverse-continue
p out
p i
reverse-continue
c
c
