module github.com/nanpure/nanpure

go 1.26
