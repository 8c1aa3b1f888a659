# run: oob.py
watch out[100]
watch out[-5]
run
p out
c
